# Round 3: which read kernel shows the device's streaming read
# (bench/read_probe.cu, eight interleaved rounds of four runs each kernel, 2 and
# 8 GiB), then pa.read_bandwidth() of the tree in five fresh processes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/read_probe 8 2>&1 | tee $OUT/read_probe3.txt
for i in 1 2 3 4 5; do build/pabench -e 'print(string.format("pa.read_bandwidth %.1f", pa.read_bandwidth()))'; done 2>&1 | tee -a $OUT/read_probe3.txt
