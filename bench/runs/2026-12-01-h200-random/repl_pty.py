# The REPL on a pseudo-terminal, as a person types into it: key sequences that
# crashed readline's callback interface, Ctrl-C in searches and key sequences,
# a window resize, SIGTERM at the prompt (the terminal restored), and random
# control-heavy input ending in Ctrl-C and a line that exits 3.
import os, pty, sys, time, select, random, signal, termios, fcntl, struct
from multiprocessing import Pool
B = os.path.abspath(sys.argv[1])
def spawn():
    pid, fd = pty.fork()
    if pid == 0:
        os.environ['PABENCH_BACKEND'] = 'cpu'; os.environ['HOME'] = '/tmp/pty_home_%d' % os.getpid()
        os.execv(B, [B])
    return pid, fd
def drain(fd, secs):
    out, t = b'', time.time()
    while time.time() - t < secs:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try: out += os.read(fd, 65536)
            except OSError: break
    return out
def status(pid, wait=2.0):
    t = time.time()
    while time.time() - t < wait:
        p, st = os.waitpid(pid, os.WNOHANG)
        if p: return ('signal %d' % os.WTERMSIG(st)) if os.WIFSIGNALED(st) else ('exit %d' % os.WEXITSTATUS(st))
        time.sleep(0.05)
    os.kill(pid, 9); os.waitpid(pid, 0); return 'hung'
def session(keys, gap=0.1):
    pid, fd = spawn(); time.sleep(0.4)
    out = b''
    for k in keys:
        os.write(fd, k); time.sleep(gap); out += drain(fd, 0)
    out += drain(fd, 1.0)
    return status(pid), out
cases = {
    'Ctrl-] ESC s at once': [b'\x1d\x1bs', b'\x07\r', b'print("a".."b")\r', b'os.exit(3)\r'],
    'Ctrl-R ESC ESC f': [b'\x12\x1b\x1bf', b'\x07\r', b'print("a".."b")\r', b'os.exit(3)\r'],
    'Ctrl-C in a history search': [b'x = 1\r', b'\x12x', b'\x03', b'print("a".."b")\r', b'os.exit(3)\r'],
    'Ctrl-C after ESC': [b'print("q"', b'\x1b', b'\x03', b'print("a".."b")\r', b'os.exit(3)\r'],
    'Ctrl-C in a continued chunk': [b'for i = 1, 1 do\r', b'\x03', b'print("a".."b")\r', b'os.exit(3)\r'],
}
ok = True
for name, keys in cases.items():
    st, out = session(keys)
    good = st == 'exit 3' and b'\rab\r\n' in out
    ok = ok and good
    print('%-30s %s%s' % (name, st, '' if good else '  UNEXPECTED'))
# a window resize while a line is half typed
pid, fd = spawn(); time.sleep(0.4); os.write(fd, b'print("ab"'); time.sleep(0.2)
for cols in (40, 100, 20):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 24, cols, 0, 0)); time.sleep(0.2)
os.write(fd, b'.."cd")\r'); time.sleep(0.3); os.write(fd, b'os.exit(3)\r')
out = drain(fd, 1.0); st = status(pid); good = st == 'exit 3' and b'abcd' in out; ok = ok and good
print('%-30s %s%s' % ('window resized', st, '' if good else '  UNEXPECTED'))
# SIGTERM at the prompt: readline puts the terminal back
pid, fd = spawn(); time.sleep(0.4); os.write(fd, b'print("ab"'); time.sleep(0.3)
raw = not (termios.tcgetattr(fd)[3] & termios.ICANON)
os.kill(pid, signal.SIGTERM); time.sleep(0.3)
restored = bool(termios.tcgetattr(fd)[3] & termios.ICANON); st = status(pid)
good = raw and restored and st == 'signal 15'; ok = ok and good
print('%-30s %s, terminal %s%s' % ('SIGTERM at the prompt', st, 'restored' if restored else 'left raw', '' if good else '  UNEXPECTED'))
def fuzz_one(seed):
    rnd = random.Random(seed)
    pool = [bytes([i]) for i in range(1, 32) if i not in (4, 26, 28)] + [b'\x1b'] * 10 + [b'\x7f'] + [bytes([c]) for c in b'aseflrxy=( 1.']
    keys = [b''.join(rnd.choice(pool) for _ in range(rnd.randint(1, 4))) for _ in range(rnd.randint(5, 60))]
    pid, fd = spawn(); time.sleep(0.3)
    for k in keys + [b'\x07', b'\x03', b'\x07', b'\x03', b'os.exit(3)\r']:
        try: os.write(fd, k)
        except OSError: break
        time.sleep(0.01); drain(fd, 0)
    drain(fd, 1.0)
    return seed, status(pid)
n = int(sys.argv[2]) if len(sys.argv) > 2 else 120
with Pool(8) as p:
    res = p.map(fuzz_one, range(n))
from collections import Counter
c = Counter(s for _, s in res)
print('random input, %d sessions: %s' % (n, dict(c)))
for s, st in res:
    if st != 'exit 3': print('  seed', s, st)
sys.exit(0 if ok else 1)
