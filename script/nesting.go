package script

import (
	"fmt"
	"strings"
)

// The shape limits of a script's source. gopher-lua's compiler walks the
// syntax tree recursively and joins concatenations in quadratic time: a
// 100,000-deep nest of blocks took 49 s to compile, a chain of as many `..`
// 22 s. Lua itself allows 200 nested levels.
const (
	MaxScriptNesting = 200 // brackets and blocks inside one another
	MaxOperatorChain = 200 // operators in a row within one expression
)

// checkShape scans a script's tokens (skipping strings and comments) and
// refuses nesting or operator chains past the limits, naming the line.
func checkShape(path, src string) error {
	depth, chain, line := 0, 0, 1
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == '-' && i+1 < len(src) && src[i+1] == '-':
			i += 2
			if n := longBracket(src, i); n >= 0 {
				i = skipLong(src, i, n, &line)
			} else {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			}
		case c == '"' || c == '\'':
			for i++; i < len(src) && src[i] != c && src[i] != '\n'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
			i++
		case c == '[' && longBracket(src, i) >= 0:
			i = skipLong(src, i, longBracket(src, i), &line)
		case c == '(' || c == '{' || c == '[':
			depth, chain = depth+1, 0
			i++
		case c == ')' || c == '}' || c == ']':
			depth, chain = depth-1, 0
			i++
		case isNameStart(c):
			j := i
			for j < len(src) && (isNameStart(src[j]) || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			switch src[i:j] {
			case "function", "do", "if", "repeat":
				depth, chain = depth+1, 0
			case "end", "until":
				depth, chain = depth-1, 0
			case "and", "or", "not":
				chain++
			case "local", "return", "then", "else", "elseif", "while", "for", "in", "break":
				chain = 0
			}
			i = j
		case c == '=' && (i+1 >= len(src) || src[i+1] != '='), c == ',', c == ';':
			chain = 0
			i++
		case c == '.' && i+1 < len(src) && src[i+1] == '.', c == '+', c == '-', c == '*', c == '/', c == '%', c == '^', c == '#', c == '<', c == '>', c == '=', c == '~':
			chain++
			i++
			for i < len(src) && (src[i] == '.' || src[i] == '=') {
				i++
			}
		default:
			i++
		}
		if depth > MaxScriptNesting {
			return fmt.Errorf("%s:%d: nested more than %d levels deep", path, line, MaxScriptNesting)
		}
		if chain > MaxOperatorChain {
			return fmt.Errorf("%s:%d: more than %d operators in a row in one expression", path, line, MaxOperatorChain)
		}
	}
	return nil
}

func isNameStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// longBracket returns the level of a long bracket ([[, [=[ ...) opening at
// i, or -1.
func longBracket(src string, i int) int {
	if i >= len(src) || src[i] != '[' {
		return -1
	}
	n := 0
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '=':
			n++
		case '[':
			return n
		default:
			return -1
		}
	}
	return -1
}

// skipLong skips a long string or comment of level n opening at i.
func skipLong(src string, i, n int, line *int) int {
	closing := "]" + strings.Repeat("=", n) + "]"
	for i += n + 2; i < len(src); i++ {
		if src[i] == '\n' {
			*line++
		}
		if src[i] == ']' && len(src)-i >= len(closing) && src[i:i+len(closing)] == closing {
			return i + len(closing)
		}
	}
	return i
}
