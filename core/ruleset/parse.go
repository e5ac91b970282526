package ruleset

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// ParseHCL parses an HCL file after checking it stays within MaxFileBytes,
// MaxNesting and MaxExprTerms. The HCL parser and evaluator recurse on
// nesting and on chains of operators, and a Go stack overflow kills the
// process without a chance to recover, so a file past the limits never
// reaches them. The file is returned even then, to render the diagnostics'
// source lines; its Body is nil when the limits refused it.
func ParseHCL(src []byte, filename string) (*hcl.File, hcl.Diagnostics) {
	if len(src) > MaxFileBytes {
		r := hcl.Range{Filename: filename, Start: hcl.InitialPos, End: hcl.InitialPos}
		return &hcl.File{Bytes: src}, hcl.Diagnostics{diagAt(r, "File too large", "The file has %d bytes; a file may have at most %d.", len(src), MaxFileBytes)}
	}
	if diags := checkShape(src, filename); diags.HasErrors() {
		return &hcl.File{Bytes: src}, diags
	}
	return hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
}

// A level is one open bracket, quote, interpolation or template directive,
// with the terms counted so far in the expression it holds.
type level struct {
	// directive marks the level an %{if} or %{for} opens until its %{end...}.
	directive bool
	// lines says whether a newline ends an expression here: in a body or an
	// object, not inside parentheses, brackets or interpolations.
	lines bool
	terms int
}

// chained are the tokens that lengthen the expression they appear in.
var chained = map[hclsyntax.TokenType]bool{
	hclsyntax.TokenPlus: true, hclsyntax.TokenMinus: true, hclsyntax.TokenStar: true, hclsyntax.TokenSlash: true,
	hclsyntax.TokenPercent: true, hclsyntax.TokenAnd: true, hclsyntax.TokenOr: true, hclsyntax.TokenBang: true,
	hclsyntax.TokenEqualOp: true, hclsyntax.TokenNotEqual: true, hclsyntax.TokenLessThan: true,
	hclsyntax.TokenLessThanEq: true, hclsyntax.TokenGreaterThan: true, hclsyntax.TokenGreaterThanEq: true,
	hclsyntax.TokenQuestion: true, hclsyntax.TokenDot: true, hclsyntax.TokenOBrack: true,
	hclsyntax.TokenTemplateInterp: true, hclsyntax.TokenTemplateControl: true,
}

// checkShape runs the HCL lexer, which keeps its own state on the heap and
// knows strings, comments and heredocs, and measures the nesting and the
// chains of the token stream without building the syntax tree. It is
// conservative: every level a valid file opens it also closes, so a valid
// file's depth is counted exactly, and a broken one is left to the parser.
func checkShape(src []byte, filename string) hcl.Diagnostics {
	tokens, diags := hclsyntax.LexConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return diags
	}
	stack := []level{{lines: true}}
	for i, tok := range tokens {
		top := &stack[len(stack)-1]
		if chained[tok.Type] {
			if top.terms++; top.terms > MaxExprTerms {
				return hcl.Diagnostics{diagAt(tok.Range, "Expression too long", "This expression chains more than %d operators, attribute steps or template parts at one level; split it up.", MaxExprTerms)}
			}
		}
		switch tok.Type {
		case hclsyntax.TokenComma:
			top.terms = 0
		case hclsyntax.TokenNewline:
			if top.lines {
				top.terms = 0
			}
		case hclsyntax.TokenOBrace:
			stack = append(stack, level{lines: true})
		case hclsyntax.TokenOBrack, hclsyntax.TokenOParen, hclsyntax.TokenOQuote, hclsyntax.TokenOHeredoc, hclsyntax.TokenTemplateInterp:
			stack = append(stack, level{})
		case hclsyntax.TokenTemplateControl:
			stack = append(stack, level{})
			if i+1 < len(tokens) && tokens[i+1].Type == hclsyntax.TokenIdent {
				switch string(tokens[i+1].Bytes) {
				case "if", "for":
					// the directive's level lies under the %{ that opened it
					stack = append(stack[:len(stack)-1], level{directive: true}, level{})
				case "endif", "endfor":
					if len(stack) > 2 && stack[len(stack)-2].directive {
						stack = append(stack[:len(stack)-2], level{})
					}
				}
			}
		case hclsyntax.TokenCBrace, hclsyntax.TokenCBrack, hclsyntax.TokenCParen, hclsyntax.TokenCQuote, hclsyntax.TokenCHeredoc, hclsyntax.TokenTemplateSeqEnd:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		}
		if len(stack)-1 > MaxNesting {
			return hcl.Diagnostics{diagAt(tok.Range, "Nesting too deep", "Brackets, quotes and template directives nest more than %d levels deep here.", MaxNesting)}
		}
	}
	return nil
}
