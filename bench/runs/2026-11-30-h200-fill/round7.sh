# Round 7: build/fill_probe as make builds it (argument checks added): --help, a bad
# argument, and a short run (3 repetitions a row)
build/fill_probe --help; build/fill_probe 0 > /dev/null 2>&1; echo "REPS 0: rc $?"
mkdir -p $OUT && build/fill_probe 3 > $OUT/fill7.txt 2>&1; echo "rc $?"; tail -n 4 $OUT/fill7.txt
