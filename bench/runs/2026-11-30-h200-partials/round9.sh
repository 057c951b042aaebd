# Round 9: a probe build (8eb293a with minpart_probe.patch: PA_PROBE_MINPART
# overrides DEEP_STREAM_TOKENS): bench/explore.lua stages2, unset (the
# committed 1024) and PA_PROBE_MINPART=513 alternating, three passes. The
# 640-896-token shapes take three slots only with the variable; the 512-token
# shapes' fewer, longer parts (gqa/n) take them either way.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2 3; do
  timeout 250 build/pabench bench/explore.lua stages2 > $OUT/explore9_base_$pass.txt 2>&1
  PA_PROBE_MINPART=513 timeout 250 build/pabench bench/explore.lua stages2 > $OUT/explore9_513_$pass.txt 2>&1
done
for f in $OUT/explore9_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | awk '/MB,/{name=$1; next} {for(i=1;i<=NF;i++) if($i=="layer"){print name, $1, $5, $(i+1), $NF; break}}'; done
