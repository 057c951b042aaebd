#!/bin/bash
# Round 1: the counted merge in two levels from 33 to 128 partitions (groups of 8,
# kernels/pa_device.cuh merge_groups). With little device time left after
# failed starts: grouped_check.lua (what pabench check's new row runs, and
# longer sequences) rather than the whole check; then steps whose merge reads
# many partitions timed with this tree (new_) and the tree before (ref_,
# carried as build/pabench_ref.gz), every kernel at the counts given; then the
# two-level cases of bench/sanitize_paths.lua under racecheck and memcheck,
# and check --random on a seed no round has drawn, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
build/pabench bench/runs/2026-12-07-h200-groups/grouped_check.lua > "$OUT/grouped_check.txt" 2>&1
echo "grouped_check: exit $? after $((SECONDS - start)) s; $(tail -2 "$OUT/grouped_check.txt" | head -1)"
steps_ref build/pabench_ref.gz
steps_begin groups_round1 170
pair() { # NAME SPLITS auto.lua-ARGS...
  local name=$1
  shift
  steps_named "new_$name" "$@"
  STEPS_BIN=$STEPS_REF_BIN steps_named "ref_$name" "$@"
}
pair g16_d256_1x134400 32,64,96,128 --configs 1x134400 --heads 16 --kv_heads 1 --head_dim 256
pair g8_d256_1x331117 64,96,128 --configs 1x331117 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented
pair g8_d128_1x404952 64,128,192 --configs 1x404952 --heads 8 --kv_heads 1 --dtype bf16 --block_size 256
pair g8_400k_300k 64,96,128 --configs 1x400000+1x300000 --heads 8 --kv_heads 1
pair g1_400k_200k 88,256 --configs 1x400000+1x200000 --heads 1 --kv_heads 1 --dtype bf16
pair g8_d64_1x262144 64,128,256 --configs 1x262144 --heads 8 --kv_heads 1 --head_dim 64
pair g1_1x14981 32,40,53 --configs 1x14981 --heads 2 --kv_heads 2
pair suite_1x65536 16 --configs 1x65536
steps_end
echo "steps: after $((SECONDS - start)) s"
S="timeout 60 compute-sanitizer --error-exitcode 99 --print-limit 40"
$S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/racecheck.txt" 2>&1
echo "racecheck: exit $?, $(grep -E 'RACECHECK SUMMARY' "$OUT/racecheck.txt") after $((SECONDS - start)) s"
$S --tool memcheck build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/memcheck.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$OUT/memcheck.txt") after $((SECONDS - start)) s"
if [ $((SECONDS - start)) -lt 250 ]; then
  timeout 60 build/pabench check --random 200 --seed 20261237 > "$OUT/check_random.txt" 2>&1
  echo "check --random: exit $?; $(grep 'kernel runs over' "$OUT/check_random.txt")"
fi
echo "round 1: $((SECONDS - start)) s"
