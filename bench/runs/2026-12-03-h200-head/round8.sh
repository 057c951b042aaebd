#!/bin/bash
# Round 8: 16 heads at head_dim 256 in one CTA, two warps a ring (PAIR), against
# the tree before it (two CTAs of 8 heads a kv head; build/pabench_base). The
# full check and 200 drawn configurations on the new build, then
# `bench/explore.lua widebig` and the drawn steps' group-16 rows of 256 MB and
# more, named, on both builds.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round8
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
timeout 200 build/pabench check > "$O/check.txt" 2>&1
echo "check: exit $? after $(elapsed)"
timeout 100 build/pabench check --random 200 --seed 104 > "$O/check_random.txt" 2>&1
echo "check --random 200: exit $? after $(elapsed)"
for b in pair base; do
  bin=build/pabench; [ $b = base ] && bin=build/pabench_base
  timeout 100 $bin bench/explore.lua widebig > "$O/explore_$b.txt" 2>&1
  echo "explore $b: exit $? after $(elapsed)"
done
. bench/auto_steps.sh
for b in pair base; do
  STEPS_BIN=build/pabench; [ $b = base ] && STEPS_BIN=build/pabench_base
  steps_begin round8_$b 130
  steps_named g16_63x2058 1,2 --configs 63x2058 --heads 128 --kv_heads 8 --head_dim 256
  steps_named g16_34x1693_b256 1,2,3 --configs 34x1693 --heads 128 --kv_heads 8 --head_dim 256 --block_size 256
  steps_named g16bf_77x1370_frag 1,2 --configs 77x1370 --heads 128 --kv_heads 8 --head_dim 256 --block_size 256 --allocator fragmented --dtype bf16
  steps_named g16bf_90x1463_b1 1,2 --configs 90x1463 --heads 128 --kv_heads 8 --head_dim 256 --block_size 1 --dtype bf16
  steps_named g16_256x237_frag 1,2 --configs 256x237 --heads 128 --kv_heads 8 --head_dim 256 --allocator fragmented
  steps_named g16kv1_3x261617 16,32,64,96 --configs 3x261617 --heads 16 --kv_heads 1 --head_dim 256 --block_size 256
  steps_named g16kv4_13x10851_b1 2,4,6,8 --configs 13x10851 --heads 64 --kv_heads 4 --head_dim 256 --block_size 1
  steps_named g16_1x4096 1,4,8,16 --configs 1x4096 --heads 128 --kv_heads 8 --head_dim 256
  steps_named g16_4x512 1,2,4 --configs 4x512 --heads 128 --kv_heads 8 --head_dim 256
  steps_named g12_16x2048 1,2 --configs 16x2048 --heads 96 --kv_heads 8 --head_dim 256
  steps_end
done
for b in pair base; do echo "== explore $b"; grep -E "layer|^ *[0-9]" "$O/explore_$b.txt" | cut -c1-150 | head -30; done
tail -2 "$O/check.txt" "$O/check_random.txt"
