#!/bin/sh
# esbuild's service (tsx compiles the CLI and task checks with it) in a session of its own: a terminal's
# Ctrl-C reaches the whole foreground process group, and would kill it under a run that goes on.
exec setsid "$MCP_ARENA_ESBUILD" "$@"
