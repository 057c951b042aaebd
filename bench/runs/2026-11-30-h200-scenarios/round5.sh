# Round 5: pa.read_bandwidth() as the best of fifteen 8 GiB bulk reads
# (kernels/bandwidth.cu), the check's new read-bandwidth row with the full
# check, then the suite with the seed's Triton kernel and SDPA:
# bench/gpu_round.sh check triton peak.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for i in 1 2 3; do build/pabench -e 'print(string.format("pa.read_bandwidth %.1f", pa.read_bandwidth()))'; done
OUT=$OUT timeout 570 bash bench/gpu_round.sh check triton peak > $OUT/round5.txt 2>&1; echo "round rc $?"
grep -E "read bandwidth" $OUT/round/check.txt
tail -n 12 $OUT/round5.txt | cut -c1-200
