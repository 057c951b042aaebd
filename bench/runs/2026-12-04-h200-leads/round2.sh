#!/bin/bash
# Round 2 (not run). The kernel side of the t_* lead: in the merge of 17 to 32
# partitions a head_dim 256 CTA makes twice the passes over its heads that the
# merge of up to 16 makes (merge_paired_partials, kernels/mma_merge.cuh);
# paired_merge_g2_candidate.patch gives each lane two column quads instead of
# one, so it makes as many. Carries the tree's build (build/pabench.gz) and
# the build with the patch (build/pabench_merge.gz): the candidate's checks
# first (the whole check, then 150 random configurations of the grouped and
# split kernels), then each t_* step at 16 to 32 parts with each build in turn,
# the tree's first. The candidate stands if 17 to 31 parts gain on it where
# they lost to 16 on the tree, and nothing else slows.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
gunzip -c build/pabench_merge.gz > build/pabench_merge && chmod +x build/pabench_merge
steps_begin round2_merge 470
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
both t_2_1_4x20000 16,20,24,32 --configs 4x20000 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
both t_16_1_1x24000 16,20,24,28,32 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256
both t_32_4_1x22000 16,22,28,32 --configs 1x22000 --heads 32 --kv_heads 4 --head_dim 256
both t_16_2_3x20000 16,20,24,32 --configs 3x20000 --heads 16 --kv_heads 2 --head_dim 256 --allocator fragmented
both t_8_2_3x48000 16,22,28,32 --configs 3x48000 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16
both t_64_4_1x21000 16,21,26,32 --configs 1x21000 --heads 64 --kv_heads 4 --head_dim 256
both t_10_2_3x30000 16,22,28,32 --configs 3x30000 --heads 10 --kv_heads 2 --head_dim 256
both t_4_1_5x48000 16,26,32 --configs 5x48000 --heads 4 --kv_heads 1 --head_dim 256
both t_16_1_7x24000 16,18,24,32 --configs 7x24000 --heads 16 --kv_heads 1 --head_dim 256
# group 1 (the merge's passes are the same at one head a CTA) and parts past 2048 tokens
both t_1_1_1x22000 16,22,32 --configs 1x22000 --heads 1 --kv_heads 1 --head_dim 256
both t_4_4_1x20000 16,20,32 --configs 1x20000 --heads 4 --kv_heads 4 --head_dim 256
both t_2_1_7x64000 16,18,32 --configs 7x64000 --heads 2 --kv_heads 1 --head_dim 256
steps_end
