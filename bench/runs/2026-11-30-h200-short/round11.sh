# Round 11: the four-warp, three-slot rule at group 1 too (group1.patch, the
# pabench.g1 build): auto against the launch it chose before on ten MHA shapes
# (bench/explore.lua four3g1), two passes; quick check of the build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 100 build/pabench.g1 check --quick > $OUT/check11.txt 2>&1
echo "check rc $? $(grep -E 'kernel runs over' $OUT/check11.txt)"
for pass in 1 2; do
  timeout 200 build/pabench.g1 bench/explore.lua four3g1 > $OUT/explore11_$pass.txt 2>&1
done
for f in $OUT/explore11_*; do echo "== $(basename $f)"; cut -c1-100 $f; done
