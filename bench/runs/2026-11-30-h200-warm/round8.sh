# Round 8: 2 x 60 alone in every fp16 kernel pabench has, the CUDA-core ones included
# (alone_all.lua), two passes, with the seed's Triton kernel and SDPA timed on the same
# machine before and after (seed_triton.py --only 2x60).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device8.txt 2>&1
python3 bench/seed_triton.py --only 2x60 > $OUT/alone8_triton.txt 2>&1; echo "triton rc $?"
timeout 200 build/pabench bench/runs/2026-11-30-h200-warm/alone_all.lua > $OUT/alone8.txt 2>&1; echo "probe rc $?"
python3 bench/seed_triton.py --only 2x60 >> $OUT/alone8_triton.txt 2>&1; echo "triton rc $?"
cat $OUT/alone8_triton.txt $OUT/alone8.txt
