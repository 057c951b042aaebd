# Round 4: bulk copies of several chunk sizes and depths against the tree's
# kernel and cp.async (bench/read_probe.cu at this round's commit), 2, 8 and
# 16 GiB, eight interleaved rounds of four runs each.
set -u
mkdir -p $OUT
timeout 200 build/read_probe 8 2>&1 | tee $OUT/read_probe4.txt
