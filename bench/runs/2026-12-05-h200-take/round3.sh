#!/bin/bash
# Round 3, on an H200 (rounds 1 and 2 ran on H100s): the tree as it stands
# (c3abcb6) through bench/gpu_round.sh's full check and the whole suite with
# the seed's Triton kernel and SDPA beside it, held against the warps round's
# suite (58b4fb4, the table RESULTS.md quotes); then the t_* steps at 16 to
# 32 parts with this tree's build and b2b58ce's (before the paired merge's two
# quads a lane at head_dim 256), as the call's time allows.
# Carries build/pabench.gz (this tree) and build/pabench_ref.gz (b2b58ce).
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
gunzip -c build/pabench_ref.gz > build/pabench_ref && chmod +x build/pabench_ref
PEAK_BASE=bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz bench/gpu_round.sh check triton peak \
  > "$OUT/gpu_round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
. bench/auto_steps.sh
steps_begin take_round3 $((500 - (SECONDS - start)))
both() { # NAME SPLITS auto.lua-ARGS...
  local name=$1
  shift
  STEPS_BIN=build/pabench_ref steps_named "ref_$name" "$@"
  STEPS_BIN=build/pabench steps_named "tree_$name" "$@"
}
both t_16_1_1x24000 16,20,24,28,32 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256
both t_8_1_2x24000 16,18,24,28,32 --configs 2x24000 --heads 8 --kv_heads 1 --head_dim 256
both t_64_4_1x21000 16,21,26,32 --configs 1x21000 --heads 64 --kv_heads 4 --head_dim 256
both t_1_1_1x22000 16,22,32 --configs 1x22000 --heads 1 --kv_heads 1 --head_dim 256
both t_10_2_3x30000 16,22,28,32 --configs 3x30000 --heads 10 --kv_heads 2 --head_dim 256
both t_32_4_1x22000 16,22,28,32 --configs 1x22000 --heads 32 --kv_heads 4 --head_dim 256
both t_4_1_1x20000 16,20,24,28,32 --configs 1x20000 --heads 4 --kv_heads 1 --head_dim 256
both t_2_1_4x20000 16,20,24,32 --configs 4x20000 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
steps_end
tail -n 16 "$OUT/gpu_round.txt"
grep -E 'faster|slower' "$OUT/round/peak_compare.txt" | head -20
grep -E '^(targets|auto|SM clock|x )' "$OUT/round/peak.txt"
rm -rf "$OUT/round"
