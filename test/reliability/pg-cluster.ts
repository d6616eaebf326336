/**
 * A throwaway PostgreSQL cluster of the test's own, to be killed and started again:
 * initdb into a temporary folder, pg_ctl start on a free port of 127.0.0.1, as the
 * postgres user (through runuser, as scripts/test.sh does), with the binaries of
 * SEALAW_PG_BIN (which scripts/test.sh sets) or else of the newest
 * /usr/lib/postgresql/N/bin. The shared server of SEALAW_TEST_PG_URL is never touched.
 */

import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Cluster {
  url: string;
  /** The postmaster and every process it started, killed with SIGKILL: no shutdown, no checkpoint. */
  crash(): Promise<void>;
  /** Start the server and wait until it takes connections (after a crash: once it has recovered). */
  start(): Promise<void>;
  /** Kill the server, if it runs, and remove the cluster. */
  remove(): Promise<void>;
}

/** Why a cluster of our own cannot be made here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  if (process.getuid?.() !== 0)
    return "a throwaway PostgreSQL cluster is started as root through runuser; this is not root";
  if (!pgBin()) return "no PostgreSQL binaries under /usr/lib/postgresql/*/bin";
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "pipe" });
  } catch {
    return "there is no postgres user to run the cluster as";
  }
  return undefined;
}

function pgBin(): string | undefined {
  const given = process.env.SEALAW_PG_BIN;
  if (given && existsSync(join(given, "initdb"))) return given;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const v = versions.at(-1);
  return v === undefined ? undefined : join(root, v, "bin");
}

/** Listen on a port of 127.0.0.1 (0: any the system picks) and let it go: the port, or 0 when it was taken. */
function tryPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(0));
    s.listen(port, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

/**
 * A free port for the cluster, below the range the system hands out for port 0 and
 * for outgoing connections (32768 and up on Linux): the server is stopped and started
 * again on the same port, and a port of that range could meanwhile be taken by a
 * connection or a server of any test running beside this one.
 */
async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = await tryPort(20_000 + Math.floor(Math.random() * 12_000));
    if (port) return port;
  }
  return tryPort(0);
}

/** Whether a process still runs (a zombie, ended but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** The processes whose parent is `pid` (from /proc). */
function children(pid: number): number[] {
  const out: number[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(d));
    } catch {
      // gone already
    }
  }
  return out;
}

export async function makeCluster(): Promise<Cluster> {
  const why = clusterUnavailable();
  if (why) throw new Error(why);
  const bin = pgBin() as string;
  const dir = mkdtempSync(join(tmpdir(), "sealaw-pgcrash-"));
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(dir, uid, gid);
  const data = join(dir, "data");
  const as = (cmd: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe", encoding: "utf8" });
  // The kills are of processes, not of the machine: what the server wrote stays in the
  // kernel's cache, so the initial files need not be synced (-N), and recovery syncs
  // the file system at once rather than file by file. Commits are flushed as always.
  as("initdb", ["-N", "-D", data, "-A", "trust", "-U", "postgres"]);
  let port = await freePort();
  // Started without blocking the test's own process, which reads the writer's lines
  // meanwhile; pg_ctl waits (up to its generous -t) until the server takes connections.
  const start = async () => {
    try {
      await new Promise<void>((resolve, reject) =>
        execFile(
          "runuser",
          [
            "-u",
            "postgres",
            "--",
            join(bin, "pg_ctl"),
            "-D",
            data,
            "-l",
            join(dir, "log"),
            "-w",
            "-t",
            "120",
            "-o",
            `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c recovery_init_sync_method=syncfs`,
            "start",
          ],
          (e, _out, stderr) => (e ? reject(new Error(`${e.message}\n${stderr}`)) : resolve()),
        ),
      );
    } catch (e) {
      let log = "";
      try {
        log = readFileSync(join(dir, "log"), "utf8").split("\n").slice(-15).join("\n");
      } catch {
        // no log
      }
      throw new Error(`${(e as Error).message}\nthe server's log ends:\n${log}`);
    }
  };
  // Another process may take the port before the server binds it: then another port.
  for (let tries = 1; ; tries++) {
    try {
      await start();
      break;
    } catch (e) {
      if (tries === 3) throw e;
      port = await freePort();
    }
  }
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crash() {
      const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      // Only this cluster's postmaster: a pid left in a stale lock file may be another process's by now.
      let cmdline = "";
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        // gone
      }
      const all = cmdline.includes(data) ? [pid, ...children(pid)] : [];
      for (const p of all) {
        try {
          process.kill(p, "SIGKILL");
        } catch {
          // already gone
        }
      }
      // They end as soon as the system runs them; the deadline only ends a test that would hang.
      for (let i = 0; i < 6000 && all.some(alive); i++) await new Promise((r) => setTimeout(r, 10));
      if (all.some(alive)) throw new Error("the killed PostgreSQL processes did not end");
      // A killed postmaster that its parent has not yet reaped still has its pid, and
      // the next start would take it for a running server: its lock files go, as one
      // would remove them after a crash once the server is known to be dead.
      for (const lock of [
        join(data, "postmaster.pid"),
        join(dir, `.s.PGSQL.${port}.lock`),
        join(dir, `.s.PGSQL.${port}`),
      ]) {
        rmSync(lock, { force: true });
      }
    },
    start,
    async remove() {
      if (existsSync(join(data, "postmaster.pid"))) await cluster.crash();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
