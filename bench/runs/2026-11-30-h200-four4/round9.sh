# Round 9: the held step's losing kind of shape over more lengths and layouts
# (bench/explore.lua held4k), committed tree, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua held4k > $OUT/explore9_$pass.txt 2>&1
done
for f in $OUT/explore9_*; do echo "== $(basename $f)"; sed -E 's/ +/ /g; s/own tables/own/; s/ chunk (64|-)//; s/threads - //' $f; done
