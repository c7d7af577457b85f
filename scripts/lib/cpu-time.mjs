// The work a step of `npm test` does, in CPU seconds: user and system time of every process it
// starts, their descendants included. Steps run beside one another, so this process's own totals
// would mix them: each command runs under a small reaper that reports its tree's time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';

/**
 * Runs the command, waits for it and for every process of its tree, and writes "user system" (the
 * children's times, `times`) to file descriptor 3. A process whose parent ended first (a browser's
 * helpers, ended after the browser) would be handed to init and its time lost: the reaper becomes
 * their "child subreaper" (prctl PR_SET_CHILD_SUBREAPER, by syscall number, x86-64 and arm64), so
 * they come back to it. Those still ending when the command ends get two seconds.
 */
const REAPER = String.raw`
use strict; use Config; use Fcntl; use POSIX ();
open(my $report, '>&=', 3) or die "no report pipe: $!\n";
fcntl($report, F_SETFD, FD_CLOEXEC);
my $prctl = { x86_64 => 157, aarch64 => 167 }->{ (split /-/, $Config{archname})[0] };
syscall($prctl, 36, 1, 0, 0, 0) if $prctl;
my $pid = fork // die "fork: $!\n";
exec { $ARGV[0] } @ARGV or die "$ARGV[0]: $!\n" if $pid == 0;
$SIG{INT} = $SIG{TERM} = sub { kill $_[0], $pid };
my $status;
while ((my $ended = waitpid(-1, 0)) > 0) { if ($ended == $pid) { $status = $?; last } }
my $until = time + 2;
while (time < $until) { my $ended = waitpid(-1, POSIX::WNOHANG()); last if $ended < 0; select(undef, undef, undef, 0.05) if $ended == 0; }
my (undef, undef, $user, $system) = times;
print $report "$user $system\n";
close $report;
if ($status & 127) { $SIG{$_} = 'DEFAULT' for qw(INT TERM); kill $status & 127, $$; }
exit($status >> 8);
`;

const PERL = ['/usr/bin/perl', '/bin/perl'].find(existsSync);

/** The account the current step's commands add their CPU seconds to (`null` seconds: some command could not be measured). */
export const cpuAccount = new AsyncLocalStorage();

/** A new account: `seconds` grows as the commands run in it end. */
export const openAccount = () => ({ seconds: 0, measured: true });

/**
 * The command line that runs `command` under the reaper (file descriptor 3 then carries its
 * report), or null where there is no Perl to run it.
 * @param {string} command
 * @param {string[]} args
 */
export function measured(command, args) {
  return PERL ? { command: PERL, args: ['-e', REAPER, command, ...args] } : null;
}

/** The CPU seconds in a report ("user system", in seconds), or null if it is not one. */
export function cpuSecondsOf(report) {
  const match = /^\s*(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s*$/.exec(String(report ?? ''));
  return match ? Number(match[1]) + Number(match[2]) : null;
}

/** Adds a command's report to an account. */
export function addToAccount(account, report) {
  const seconds = cpuSecondsOf(report);
  if (seconds === null) account.measured = false;
  else account.seconds += seconds;
}
