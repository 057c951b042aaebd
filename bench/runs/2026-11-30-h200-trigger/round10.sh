# Round 10: split partitions of 2 to 8 merging in a thread-block cluster at any
# grid size, not only within half the SMs (PA_CLUSTER_ANY=1 in the probe build,
# cluster_any.patch), where the flagged or counted merge runs now: the 16-67 MB
# configs on or near their line. Quick check with it; bench/ab.lua without and
# with it, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PA_CLUSTER_ANY=1 timeout 200 build/pabench check --quick > $OUT/check_cluster.txt 2>&1; echo "check rc $? $(grep -E 'kernel runs over' $OUT/check_cluster.txt)"
P="16x256,8x512,4x2048,8x2048"
for pass in 1 2 3; do
  timeout 120 build/pabench bench/ab.lua tree "$P" >> $OUT/ab10.txt 2>&1
  PA_CLUSTER_ANY=1 timeout 120 build/pabench bench/ab.lua cluster "$P" >> $OUT/ab10.txt 2>&1
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab10.txt | sort
