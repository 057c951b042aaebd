#!/bin/bash
# Round 2. The tree as it now stands: round 1's two planner rules (merge
# passes at head_dim 128 only, few rows up to parts of 1024 tokens) and the
# paired merge's two quads a lane at head_dim 256 where one would take more
# than one pass over a CTA's heads (kernels/mma_merge.cuh, mma_decode.cu).
# Carries build/pabench.gz (this tree) and build/pabench_ref.gz (b2b58ce, the
# tree before the kernel change). bench/ab_round.sh first: this tree's full
# check, then 15 of bench/ab.lua's configs with each build in turn, two
# passes (head_dim 128's kernels took new register counts too); then the t_*
# steps at 16 to 32 parts with each build, and seeds 185 and 186's drawn steps
# with this tree, as time allows.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
gunzip -c build/pabench_ref.gz > build/pabench_ref && chmod +x build/pabench_ref
start=$SECONDS
cfgs='2x60,1x512,8x128,16x256,8x512,4x2048,long 1x4096$,g8 1x4096,1x16384,long 1x65536$,gqa16,long 32x8192$,64x4096,D64,D256'
bench/ab_round.sh take build/pabench_ref build/pabench "$cfgs" 2 > "$OUT/ab_round.txt" 2>&1
echo "ab_round: exit $? after $((SECONDS - start)) s"
. bench/auto_steps.sh
steps_begin take_round2 380
both() { # NAME SPLITS auto.lua-ARGS...
  local name=$1
  shift
  STEPS_BIN=build/pabench_ref steps_named "ref_$name" "$@"
  STEPS_BIN=build/pabench steps_named "tree_$name" "$@"
}
both t_16_1_1x24000 16,20,24,28,32 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256
both t_8_1_2x24000 16,18,24,28,32 --configs 2x24000 --heads 8 --kv_heads 1 --head_dim 256
both t_64_4_1x21000 16,21,26,32 --configs 1x21000 --heads 64 --kv_heads 4 --head_dim 256
both t_2_1_4x20000 16,20,24,32 --configs 4x20000 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
both t_10_2_3x30000 16,22,28,32 --configs 3x30000 --heads 10 --kv_heads 2 --head_dim 256
both t_16_1_7x24000 16,18,24,32 --configs 7x24000 --heads 16 --kv_heads 1 --head_dim 256
both t_32_4_1x22000 16,22,28,32 --configs 1x22000 --heads 32 --kv_heads 4 --head_dim 256
both t_4_1_1x20000 16,20,24,28,32 --configs 1x20000 --heads 4 --kv_heads 1 --head_dim 256
both t_1_1_1x22000 16,22,32 --configs 1x22000 --heads 1 --kv_heads 1 --head_dim 256
both p_16_2_2x20000 16,20,32 --configs 2x20000 --heads 16 --kv_heads 2
steps_drawn 185
steps_drawn 186
steps_end
tail -n 40 "$OUT/ab_round.txt"
