package main
import (
 _ "github.com/yuin/gopher-lua"
 _ "github.com/hashicorp/hcl/v2"
 _ "github.com/hashicorp/hcl/v2/gohcl"
 _ "github.com/zclconf/go-cty/cty"
 _ "github.com/stretchr/testify/require"
 _ "github.com/spf13/cobra"
)
func main(){}
