set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
M=gpu__time_duration.sum,sm__cycles_elapsed.max,smsp__inst_executed.sum
ncu --clock-control none -k regex:mma_decode --launch-skip 3 --launch-count 1 --metrics $M \
  build/pabench bench/ncu_probe.lua seq2x60 > $OUT/ncu_lone_pabench.txt 2>&1; echo "pabench rc $?"
ncu --clock-control none -k regex:paged_attention_decode_kernel_new --launch-skip 3 --launch-count 1 --metrics $M \
  python3 bench/runs/2026-11-29-h200-steal/ncu_lone.py > $OUT/ncu_lone_triton.txt 2>&1; echo "triton rc $?"
grep -E "mma_decode|paged_attention|duration|cycles_elapsed|inst_executed|Block Size|Grid Size" $OUT/ncu_lone_pabench.txt $OUT/ncu_lone_triton.txt
