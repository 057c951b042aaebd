#!/bin/bash
# Round 1. The tree takes the two planner leads that won round 1 of
# bench/runs/2026-12-04-h200-leads (merge passes: 16 parts where 17 to 31
# would take the merge's extra passes; few rows: head_dim 256 groups 2 to 8
# over one or two rows a CTA a head). Carried: build/pabench.gz (the tree with
# both) and build/pabench_merge.gz (the tree with
# bench/runs/2026-12-04-h200-leads/paired_merge_g2_candidate.patch too, the
# kernel lead of that folder's round2.sh). First the tree's check of auto and
# three steps of few rows at long sequences, then round2.sh's work: the candidate's whole check, 150 random
# configurations of its grouped and split kernels, and the t_* steps at 16 to
# 32 parts with each build in turn; seed 184's drawn steps with the tree last,
# if time is left.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
gunzip -c build/pabench_merge.gz > build/pabench_merge && chmod +x build/pabench_merge
steps_begin take_round1 400
steps_check
# few rows past the lengths it was read from (the k_* steps reached 16384): at
# 50000 to 131072 tokens the grouped rules take 32 to 96 parts
steps_named k_4_1_1x65536 16,32,64 --configs 1x65536 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_4_1_1x131072 16,32,64,96 --configs 1x131072 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_2_1_2x50000 16,32,64 --configs 2x50000 --heads 2 --kv_heads 1 --head_dim 256
build/pabench_merge check > "$STEPS_DIR/check_merge.txt" 2>&1
echo "candidate: check exit $? after $(steps_elapsed)"
build/pabench_merge check --random 150 --seed 61 --kernels gqa,split_kv > "$STEPS_DIR/random_merge.txt" 2>&1
echo "candidate: check --random 150 exit $? after $(steps_elapsed)"
both() { # NAME SPLITS auto.lua-ARGS...
  local name=$1
  shift
  STEPS_BIN=build/pabench steps_named "tree_$name" "$@"
  STEPS_BIN=build/pabench_merge steps_named "merge_$name" "$@"
}
both t_4_1_1x20000 16,17,20,24,28,32 --configs 1x20000 --heads 4 --kv_heads 1 --head_dim 256
both t_8_1_2x24000 16,18,24,28,32 --configs 2x24000 --heads 8 --kv_heads 1 --head_dim 256
both t_16_1_1x24000 16,20,24,28,32 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256
both t_32_4_1x22000 16,22,28,32 --configs 1x22000 --heads 32 --kv_heads 4 --head_dim 256
both t_16_2_3x20000 16,20,24,32 --configs 3x20000 --heads 16 --kv_heads 2 --head_dim 256 --allocator fragmented
both t_8_2_3x48000 16,22,28,32 --configs 3x48000 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16
both t_2_1_4x20000 16,20,24,32 --configs 4x20000 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
both t_64_4_1x21000 16,21,26,32 --configs 1x21000 --heads 64 --kv_heads 4 --head_dim 256
both t_10_2_3x30000 16,22,28,32 --configs 3x30000 --heads 10 --kv_heads 2 --head_dim 256
both t_16_1_7x24000 16,18,24,32 --configs 7x24000 --heads 16 --kv_heads 1 --head_dim 256
# group 1 (the merge's passes are the same at one head a CTA) and parts past 2048 tokens
both t_1_1_1x22000 16,22,32 --configs 1x22000 --heads 1 --kv_heads 1 --head_dim 256
both t_4_4_1x20000 16,20,32 --configs 1x20000 --heads 4 --kv_heads 4 --head_dim 256
steps_drawn 184
steps_end
