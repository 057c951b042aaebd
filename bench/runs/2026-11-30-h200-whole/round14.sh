# Round 14: whole sequences longer than a CTA holds on chip, in a grid of at
# most half the SMs, against `auto` (bench/explore.lua wholelong), committed
# tree, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench bench/explore.lua wholelong > $OUT/explore14_$pass.txt 2>&1
done
for f in $OUT/explore14_*; do echo "== $(basename $f)"; grep -E 'MB|layer' $f | sed -E 's/ +/ /g; s/: [0-9.]+ MB.*auto: / /; s/.*splits ([0-9]+) .* layer ([0-9.]+) us.*/\1:\2/' | paste - - - | tr '\n' ';'; echo; done
