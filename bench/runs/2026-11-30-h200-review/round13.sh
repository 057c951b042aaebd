# Round 13: 2 x 60 alone, every fp16 launch shape (alone_probe.lua), then the seed's Triton
# kernels and SDPA in the same session (--quick: the small configs) for the lone reference.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device13.txt 2>&1
timeout 120 build/pabench bench/runs/2026-11-30-h200-review/alone_probe.lua > $OUT/alone_probe.txt 2>&1; echo "probe rc $?"
sort -k3 -s $OUT/alone_probe.txt
timeout 200 python3 bench/seed_triton.py --quick > $OUT/alone_triton.txt 2>&1; echo "triton rc $?"
grep -E "2x60|config" $OUT/alone_triton.txt
