# Round 4: partition 0 of a split sequence merges, in a grid resident all at
# once; the other partitions count with a release reduction and leave without
# waiting for its return (PA_DESIGNATE=1 in the probe build, designate.patch).
# Quick check with it; bench/ab.lua: the probe without it (the tree's code, the
# same registers) and with it, two passes; the trace build with it on 1 x 4096 and 1 x 3072.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
P="1x512,16x256,8x512,4x2048,1x4096,1x3072,1x5000,8x2048,1x16384,1x65536,gqa,1x131072,8x32768"
PA_DESIGNATE=1 timeout 200 build/pabench check --quick > $OUT/check_designate.txt 2>&1; echo "check designate rc $? $(grep -E 'kernel runs over' $OUT/check_designate.txt)"
for pass in 1 2; do
  timeout 150 build/pabench bench/ab.lua probe "$P" >> $OUT/ab4.txt 2>&1
  PA_DESIGNATE=1 timeout 150 build/pabench bench/ab.lua desig "$P" >> $OUT/ab4.txt 2>&1
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab4.txt | sort
PA_DESIGNATE=1 PABENCH_TRACE=$OUT/trace4.csv timeout 200 build-trace/pabench bench/trace_probe.lua "long 1x4096,1x3072" 16 > $OUT/trace4_probe.txt 2>&1
echo "probe rc $?"; cat $OUT/trace4_probe.txt
python3 bench/trace_layers.py $OUT/trace4.csv > $OUT/trace4_layers.txt 2>&1; echo "layers rc $?"
grep -A14 "^16 launches" $OUT/trace4_layers.txt | grep -v "stages\|->"
gzip $OUT/trace4.csv
