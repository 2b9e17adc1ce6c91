#!/usr/bin/env bash
# Fails on import circles and upward imports between the crate's layers
# (issue #24); the logic and the layer table are in scripts/layers.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/layers.py "$@"
