package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/nw68/nw68/script"
	"github.com/nw68/nw68/server"
	"github.com/spf13/cobra"
)

type serveFlags struct {
	addr   string
	db     string
	lua    script.Options
	limits server.Limits
	idle   time.Duration
	live   int
}

func newServeCmd(g *globals) *cobra.Command {
	f := &serveFlags{}
	cmd := &cobra.Command{
		Use:     "serve",
		Short:   helpText("help.serve.short"),
		Long:    helpText("help.serve.long"),
		Example: helpText("help.serve.example"),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(g, f, cmd)
		},
	}
	cmd.Flags().StringVar(&f.addr, "addr", "127.0.0.1:8068", helpText("help.serve.flag.addr"))
	cmd.Flags().StringVar(&f.db, "db", "nw68.db", helpText("help.serve.flag.db"))
	cmd.Flags().Float64Var(&f.limits.Rate, "rate", server.DefaultRate, helpText("help.serve.flag.rate"))
	cmd.Flags().IntVar(&f.limits.Burst, "burst", server.DefaultBurst, helpText("help.serve.flag.burst"))
	cmd.Flags().IntVar(&f.limits.Sockets, "sockets", server.DefaultSockets, helpText("help.serve.flag.sockets"))
	cmd.Flags().DurationVar(&f.idle, "idle", server.DefaultIdle, helpText("help.serve.flag.idle"))
	cmd.Flags().IntVar(&f.live, "live", server.DefaultLive, helpText("help.serve.flag.live"))
	addLuaFlags(cmd, &f.lua)
	return cmd
}

func runServe(g *globals, f *serveFlags, cmd *cobra.Command) error {
	fsys, err := g.fs()
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), nil))
	srv, err := server.New(server.Options{FS: fsys, DB: f.db, Lua: f.lua, Log: log, Limits: f.limits, Idle: f.idle, Live: f.live})
	if err != nil {
		return badInput("%w", err)
	}
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		srv.Close()
		return badInput("listen: %w", err)
	}
	var hosts []string
	if host, _, _ := net.SplitHostPort(ln.Addr().String()); net.ParseIP(host).IsLoopback() {
		hosts = []string{"localhost", "127.0.0.1", "::1"}
	}
	hs := &http.Server{
		Handler:           srv.Handler(hosts...),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	fmt.Fprintf(cmd.OutOrStdout(), "nw68 serving http://%s/ (games in %s); Ctrl-C stops\n", ln.Addr(), f.db)
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	select {
	case err := <-served:
		srv.Close()
		return &exitError{code: exitFailures, err: err}
	case <-ctx.Done():
	}
	// graceful: no new requests, the ones in flight (and their commits)
	// finish, then the push connections end and the database closes
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = hs.Shutdown(shutdown)
	if cerr := srv.Close(); err == nil {
		err = cerr
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), "nw68 stopped; every game is saved")
	return err
}
