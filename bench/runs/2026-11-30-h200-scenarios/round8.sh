# Round 8: the review's mend (the bulk read's shared memory raised through
# fit_block, the device's opt-in limit asked once by device_smem_optin; host
# code only, device code byte for byte as before): pa.read_bandwidth() in
# three processes and the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for i in 1 2 3; do build/pabench -e 'print(string.format("pa.read_bandwidth %.1f", pa.read_bandwidth()))'; done 2>&1 | tee $OUT/read8.txt
timeout 200 build/pabench check --quick > $OUT/check8.txt 2>&1; echo "check rc $?"
grep -E "read bandwidth|kernel runs over" $OUT/check8.txt
