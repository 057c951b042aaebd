set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
M=gpu__time_duration.sum
for r in no_instruction long_scoreboard short_scoreboard wait barrier branch_resolving math_pipe_throttle lg_throttle mio_throttle imc_miss; do
  M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio
done
ncu --clock-control none -k regex:mma_decode --launch-skip 3 --launch-count 1 --metrics $M \
  build/pabench bench/ncu_probe.lua seq2x60 > $OUT/ncu_lone_reasons_pabench.txt 2>&1; echo "pabench rc $?"
ncu --clock-control none -k regex:paged_attention_decode_kernel_new --launch-skip 3 --launch-count 1 --metrics $M \
  python3 bench/runs/2026-11-29-h200-steal/ncu_lone.py > $OUT/ncu_lone_reasons_triton.txt 2>&1; echo "triton rc $?"
grep -E "duration|stalled|ERR|rror" $OUT/ncu_lone_reasons_pabench.txt $OUT/ncu_lone_reasons_triton.txt | sed 's/smsp__average_warps_issue_stalled_//; s/_per_issue_active.ratio//' | cut -c1-130
