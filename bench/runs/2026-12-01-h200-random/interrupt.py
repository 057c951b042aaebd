# Ctrl-C (SIGINT) a second into a timing loop of a million graph replays on the
# GPU: the loop stops at its next replay with "interrupted!", exit by SIGINT.
import subprocess, signal, time, os, sys
code = ("local c = pa.cache{blocks = 64, block_size = 16, kv_heads = 8, head_dim = 128} "
        "local b = pa.batch{cache = c, allocator = pa.allocator('shuffled', c), heads = 32, context_lens = {500}} "
        "io.stderr:write('ready\\n') io.stderr:flush() "
        "pa.kernel('auto'):time(b, {iters = 1000000, warmup = 0, graph = true, l2 = 'cold'}) print('not stopped')")
p = subprocess.Popen([sys.argv[1], '--backend', 'cuda', '-e', code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
p.stderr.readline(); time.sleep(1.0); t0 = time.time(); p.send_signal(signal.SIGINT)
out, err = p.communicate(timeout=120)
took = time.time() - t0
good = p.returncode == -2 and b'interrupted!' in err and b"in method 'time'" in err and took < 5
print('timing loop on cuda: rc %d, stopped %.2f s after the Ctrl-C%s' % (p.returncode, took, '' if good else '  UNEXPECTED'))
print(err.decode()[-400:])
sys.exit(0 if good else 1)
