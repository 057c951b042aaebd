# Round 6: the final build (dedb476: the same device code as abbd04d, registers
# alike; the host's 2^32-row guard mended) through `check --quick`, then
# page_size.lua at head_dim 64 and 256 and at group 16, `gqa` and `auto`.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round6
mkdir -p $R
$B check --quick > $R/check_quick.txt 2>&1
echo "check --quick: exit $?; $(grep -E 'kernel runs over' $R/check_quick.txt)"
run() { # name, then the scenario's options
  local name=$1; shift
  timeout 150 $B scenarios/page_size.lua --quiet --block_sizes 1,4,16,64,256 --kernels gqa,auto "$@" \
    --json $R/$name.json > $R/$name.txt 2>&1
  echo "== $name: exit $?, $(grep -c ' NO ' $R/$name.txt) rows NO"
  grep -E "^read bandwidth" $R/$name.txt
  sed -n '/^time against the same kernel/,/^$/p' $R/$name.txt
}
run d64 --head_dim 64
run d256 --head_dim 256
run g16 --heads 128
gzip $R/*.json
(cd $OUT && tar czf round6.tar.gz round6 && rm -rf round6)
