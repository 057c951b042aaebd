set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace6.csv build-trace/x/pabench bench/trace_probe.lua 2x60,8x128,32x128,16x256 > $OUT/trace6_probe.txt 2>&1; echo "trace rc $?"
python3 build-trace/x/trace_layers.py $OUT/trace6.csv | tee $OUT/trace6_layers.txt
gzip $OUT/trace6.csv
cuobjdump -sass -fun '_ZN2pa17mma_decode_kernelI6__halfLi128ELi1EEEvNS_8AttnArgsE' build/pabench | gzip > $OUT/sass_hd128_epi.txt.gz
