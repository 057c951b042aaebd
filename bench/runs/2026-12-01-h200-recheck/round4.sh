# Round 4: the cascade bound (bench/cascade_probe.lua: a shared prefix read once
# for all its sequences, as two passes of today's kernels) beside prefix.lua's
# shared and private tables, `auto`, at 32 and 128 sequences.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
mkdir -p $OUT
$B bench/cascade_probe.lua 32 1024,4096,16384 256 > $OUT/cascade_32.txt 2>&1; echo "cascade 32: exit $?"
$B bench/cascade_probe.lua 128 4096,16384,65536 256 > $OUT/cascade_128.txt 2>&1; echo "cascade 128: exit $?"
$B scenarios/prefix.lua --quiet --kernels auto --count 32 --prefix 1024,4096,16384 > $OUT/prefix_32.txt 2>&1
echo "prefix 32: exit $?"
$B scenarios/prefix.lua --quiet --kernels auto --count 128 --prefix 4096,16384,65536 > $OUT/prefix_128.txt 2>&1
echo "prefix 128: exit $?"
cat $OUT/cascade_32.txt $OUT/cascade_128.txt
grep -hE "^[0-9]+ +(private|shared) " $OUT/prefix_32.txt $OUT/prefix_128.txt
