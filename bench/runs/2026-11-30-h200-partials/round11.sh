# Round 11: a probe build (65371ef with hd256_probe.patch: PA_PROBE_HD256=N
# gives head_dim 256's one-wave launches of four warps, partitions of N tokens
# or more, three ring slots a warp, 192 KiB): bench/explore.lua stages256,
# unset and PA_PROBE_HD256=512 alternating, two passes. Timing and error only.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 250 build/pabench bench/explore.lua stages256 > $OUT/explore11_base_$pass.txt 2>&1
  PA_PROBE_HD256=512 timeout 250 build/pabench bench/explore.lua stages256 > $OUT/explore11_s3_$pass.txt 2>&1
done
for f in $OUT/explore11_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | awk '/MB,/{name=$1" "$2; next} {for(i=1;i<=NF;i++) if($i=="layer"){print name, $(i+1), $NF; break}}'; done
