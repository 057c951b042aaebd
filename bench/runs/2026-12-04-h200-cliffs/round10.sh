#!/bin/bash
# Round 10: the final tree (f3c7da9: the launch's part length from
# pa_mma_part_tokens, the same arithmetic as before): the quick check, `check
# --kernels auto` and bench/sanitize_paths.lua.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench check --quick > "$OUT/check_quick.txt" 2>&1; echo "check --quick: exit $?"; tail -n 2 "$OUT/check_quick.txt"
build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1; echo "check --kernels auto: exit $?"; tail -n 1 "$OUT/check_auto.txt"
build/pabench bench/sanitize_paths.lua > "$OUT/paths.txt" 2>&1; echo "sanitize_paths: exit $?"; tail -n 1 "$OUT/paths.txt"
