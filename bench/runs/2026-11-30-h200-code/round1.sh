#!/bin/bash
# One GPU call: code-size census, then lone launches code cold / warm, pabench and Triton.
set -u
R=bench/runs/2026-11-30-h200-code
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader > $OUT/device.txt
(command -v cuobjdump && cuobjdump -sass build/pabench.iwarm | awk '/Function :/ {if (name) print n, name; name=$3; n=0} /\/\*[0-9a-f]+\*\/ /{n++} END {print n, name}' | sort -n) > $OUT/sass_sizes.txt 2>&1
PA_PROBE_IWARM=1 build/pabench.iwarm $R/code.lua 2>&1 | tee $OUT/code_a.txt
python3 $R/code_triton.py 2>&1 | tee $OUT/code_triton.txt
PA_PROBE_IWARM=1 build/pabench.iwarm $R/code.lua 2>&1 | tee $OUT/code_b.txt
tail -25 $OUT/sass_sizes.txt
