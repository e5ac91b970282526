package engine

// WhileResolving runs fn as if an action were resolving, so a test of the
// engine's package may call the primitives directly.
func WhileResolving(e *Engine, fn func() error) error {
	e.resolving = true
	defer func() { e.resolving = false }()
	return fn()
}
