# Round 6: the committed candidate (build/pabench): whole sequences of 385 to
# 512 tokens held by eight warps of three slots and a fourth step in registers,
# in a grid of an eighth to half of the SMs, and the planner keeping them whole.
# bench/explore.lua held8w (`auto` of the candidate against `auto` of the tree,
# build/pabench.tree, two passes), then the full check and the suite with the
# seed's Triton and SDPA (bench/gpu_round.sh check triton peak).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench.tree bench/explore.lua held8w > $OUT/explore6_tree_$pass.txt 2>&1
  timeout 60 build/pabench bench/explore.lua held8w > $OUT/explore6_new_$pass.txt 2>&1
done
for f in $OUT/explore6_*; do echo "== $(basename $f)"; grep -E 'MB|auto ' $f | sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //; s/ own [0-9.]+ us//; s/ err.*//; s/ layers//; s/: [0-9.]+ MB, [0-9]+//' | paste - - | cut -c1-110; done
OUT=$OUT timeout 420 bash bench/gpu_round.sh check triton peak > $OUT/gpu_round6.txt 2>&1; echo "gpu_round: exit $?"
tail -n 60 $OUT/gpu_round6.txt | cut -c1-230
