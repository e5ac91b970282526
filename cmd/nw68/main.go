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

// exitError carries an exit code out of a command.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func badInput(format string, args ...any) error {
	return &exitError{code: exitBadInput, err: fmt.Errorf(format, args...)}
}

func main() {
	err := newRoot().Execute()
	if err == nil {
		os.Exit(exitOK)
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil && ee.err.Error() != "" {
			fmt.Fprintln(os.Stderr, "nw68:", ee.err)
		}
		os.Exit(ee.code)
	}
	fmt.Fprintln(os.Stderr, "nw68:", err)
	os.Exit(exitBadInput)
}
