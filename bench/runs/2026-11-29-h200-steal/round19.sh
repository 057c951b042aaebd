set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
ncu --clock-control none -k regex:mma_decode --launch-skip 3 --launch-count 1 --section WarpStateStats --section LaunchStats \
  build/pabench bench/ncu_probe.lua seq2x60 > $OUT/ncu_lone_stalls_pabench.txt 2>&1; echo "pabench rc $?"
ncu --clock-control none -k regex:paged_attention_decode_kernel_new --launch-skip 3 --launch-count 1 --section WarpStateStats --section LaunchStats \
  python3 bench/runs/2026-11-29-h200-steal/ncu_lone.py > $OUT/ncu_lone_stalls_triton.txt 2>&1; echo "triton rc $?"
grep -E "Duration|Stall|Warp Cycles|Registers|Shared Memory Config|Dynamic Shared|Threads|Block Size" $OUT/ncu_lone_stalls_pabench.txt $OUT/ncu_lone_stalls_triton.txt | cut -c1-150
