// Command nw68 loads, checks and plays rulesets of hex-and-counter wargames,
// and runs their conformance suites.
package main

import (
	"errors"
	"fmt"
	"os"
)

// Exit codes.
const (
	exitOK       = 0
	exitFailures = 1
	exitBadInput = 2
)

// exitError carries an exit code out of a command; a nil err means the
// command has already said why.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

func badInput(format string, args ...any) error {
	return &exitError{code: exitBadInput, err: fmt.Errorf(format, args...)}
}

func main() {
	err := newRoot().Execute()
	if err == nil {
		os.Exit(exitOK)
	}
	if msg := err.Error(); msg != "" {
		fmt.Fprintln(os.Stderr, "nw68:", msg)
	}
	os.Exit(exitCode(err))
}

// exitCode is the code an error carries, wrapped or not; any other error
// (a flag cobra could not parse, say) is bad input.
func exitCode(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitBadInput
}
