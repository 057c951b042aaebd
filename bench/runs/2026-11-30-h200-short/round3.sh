# Round 3: V's first ldmatrix.trans operands read before the softmax, within a
# budget of PA_VPRE registers a lane (v0 = the tree, v32, v64, v96). Quick check
# of each, then bench/ab.lua on all its configs, alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
tar -C build -xJf build/probes.tar.xz
for b in v32 v64 v96; do
  timeout 100 build/pabench.$b check --quick > $OUT/check3_$b.txt 2>&1
  echo "check $b rc $? $(grep -E 'kernel runs over' $OUT/check3_$b.txt)"
done
for pass in 1 2; do
  for b in v0 v32 v64 v96; do
    timeout 140 build/pabench.$b bench/ab.lua $b >> $OUT/ab3.txt 2>&1
  done
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg; t[k] = t[k] " " $1 ":" $(NF-5) } END { for (k in t) print k " |" t[k] }' $OUT/ab3.txt | sort
