# Round 6: the rule as committed next (build/pabench; the kernels other than the
# held step's counted one compile as before) against the tree before it
# (build/pabench.head, 875db87): full check and bench/ab.lua on every config,
# two passes (bench/ab_round.sh); then bench/explore.lua front, both builds,
# two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bash bench/ab_round.sh ab6 build/pabench.head build/pabench . 2
for pass in 1 2; do
  timeout 150 build/pabench bench/explore.lua front > $OUT/explore6_$pass.txt 2>&1
  timeout 150 build/pabench.head bench/explore.lua front > $OUT/explore6_head_$pass.txt 2>&1
done
grep -E "kernel runs|FAIL|front-loaded" $OUT/ab6_check.txt | tail -3
