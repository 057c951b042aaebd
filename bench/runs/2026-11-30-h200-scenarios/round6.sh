# Round 6: the bulk read's ring sized from the device's shared memory (six
# slots on an H200, as in round 5): pa.read_bandwidth() in three processes,
# and the quick check with its read-bandwidth row.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for i in 1 2 3; do build/pabench -e 'print(string.format("pa.read_bandwidth %.1f", pa.read_bandwidth()))'; done 2>&1 | tee $OUT/read6.txt
timeout 200 build/pabench check --quick > $OUT/check6.txt 2>&1; echo "check rc $?"
grep -E "read bandwidth|kernel runs over" $OUT/check6.txt
