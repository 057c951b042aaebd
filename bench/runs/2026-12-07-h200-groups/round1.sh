#!/bin/bash
# Round 1: the counted merge in two levels past 32 partitions (groups of 16,
# kernels/pa_device.cuh merge_groups). The full check (its new row of 33 to
# 256 partitions among them), the two-level cases of bench/sanitize_paths.lua
# under racecheck and memcheck, then steps whose merge reads many partitions
# timed with this tree (new_) and the tree before (ref_, carried as
# build/pabench_ref.gz), every kernel at the counts given, and check --random
# on a seed no round has drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
build/pabench check > "$OUT/check.txt" 2>&1
echo "check: exit $? after $((SECONDS - start)) s; $(grep -E 'kernel runs over' "$OUT/check.txt")"
grep -E 'partitions' "$OUT/check.txt"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
$S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/racecheck.txt" 2>&1
echo "racecheck: exit $?, $(grep -E 'RACECHECK SUMMARY' "$OUT/racecheck.txt")"
$S --tool memcheck build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/memcheck.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$OUT/memcheck.txt") after $((SECONDS - start)) s"
steps_ref build/pabench_ref.gz
steps_begin groups_round1 330
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
pair g16_500k_100k 96,192 --configs 1x500000+1x100000 --heads 16 --kv_heads 1
pair g1_400k_200k 88,256 --configs 1x400000+1x200000 --heads 1 --kv_heads 1 --dtype bf16
pair g8_d64_1x262144 64,128,256 --configs 1x262144 --heads 8 --kv_heads 1 --head_dim 64
pair g16_2x104502 64,66 --configs 2x104502 --heads 16 --kv_heads 1
pair g1_1x14981 32,40,53 --configs 1x14981 --heads 2 --kv_heads 2
pair suite_1x65536 16 --configs 1x65536
pair suite_1x4096 11 --configs 1x4096
steps_end
timeout 90 build/pabench check --random 200 --seed 20261237 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $?; $(grep 'kernel runs over' "$OUT/check_random.txt")"
echo "round 1: $((SECONDS - start)) s"
