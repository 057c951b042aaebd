# Round 7: what the counted merge costs a long layer (nomerge_probe.patch, a
# timing-only build with wrong answers by design: the last partition counts and
# leaves without merging). bench/ab.lua against the tree, three passes, at
# groups 4, 8 and 16 at 1 x 65536. build/pabench.nomerge is that build,
# stripped; its counted kernels' registers: group 16 214 -> 205, group 4
# 167 -> 168.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
CHECK=0 OUT=$OUT bash bench/ab_round.sh nomerge build/pabench build/pabench.nomerge "gqa16 1x65536,^long 1x65536$,gqa8 1x65536" 3
