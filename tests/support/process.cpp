#include "tests/support/process.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

extern char** environ;

namespace tachanka::testing {
namespace {

void drain(int fdOut, int fdErr, std::string& out, std::string& err) {
    pollfd fds[2] = {{fdOut, POLLIN, 0}, {fdErr, POLLIN, 0}};
    int open = 2;
    char buffer[4096];
    while (open > 0) {
        if (::poll(fds, 2, -1) < 0) break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n <= 0) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            } else {
                (i == 0 ? out : err).append(buffer, static_cast<std::size_t>(n));
            }
        }
    }
}

}  // namespace

ProcessResult runProcess(const std::vector<std::string>& argv,
                         const std::vector<std::string>& environment) {
    int outPipe[2];
    int errPipe[2];
    if (::pipe(outPipe) != 0 || ::pipe(errPipe) != 0) throw std::runtime_error("pipe failed");

    // The caller's entries replace inherited ones of the same name: getenv() takes the first
    // match, so appending would let ctest's XDG_DATA_HOME win over a test's own.
    std::vector<std::string> env;
    const auto nameOf = [](const std::string& entry) { return entry.substr(0, entry.find('=')); };
    const auto replaced = [&](const std::string& name) {
        return std::any_of(environment.begin(), environment.end(),
                           [&](const std::string& own) { return nameOf(own) == name; });
    };
    for (char** entry = environ; *entry; ++entry) {
        const std::string inherited(*entry);
        if (!replaced(nameOf(inherited)) && nameOf(inherited) != "ASAN_OPTIONS") {
            env.push_back(inherited);
        }
    }
    // The end-to-end tests start the sanitized CLI thousands of times, and LeakSanitizer's scan
    // at each exit took a third of their time. Below the thin CLI layer the same code stays
    // leak-checked in-process: the test programs run app/core, rules and db themselves.
    if (!replaced("ASAN_OPTIONS")) {
        const char* inherited = std::getenv("ASAN_OPTIONS");
        env.push_back(std::string("ASAN_OPTIONS=") + (inherited ? inherited : "") +
                      ":detect_leaks=0");
    }
    env.insert(env.end(), environment.begin(), environment.end());
    std::vector<char*> envp;
    for (auto& entry : env) envp.push_back(entry.data());
    envp.push_back(nullptr);
    std::vector<std::string> args = argv;
    std::vector<char*> argvp;
    for (auto& arg : args) argvp.push_back(arg.data());
    argvp.push_back(nullptr);

    const pid_t child = ::fork();
    if (child < 0) throw std::runtime_error("fork failed");
    if (child == 0) {
        ::dup2(outPipe[1], STDOUT_FILENO);
        ::dup2(errPipe[1], STDERR_FILENO);
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        ::close(outPipe[1]);
        ::close(errPipe[1]);
        ::close(STDIN_FILENO);
        ::execvpe(argvp[0], argvp.data(), envp.data());
        ::_exit(127);
    }
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ProcessResult result;
    drain(outPipe[0], errPipe[0], result.out, result.err);
    int status = 0;
    ::waitpid(child, &status, 0);
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return result;
}

int exitCodeOfChild(const std::function<int()>& child) {
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        int code = 126;
        try {
            code = child();
        } catch (...) {
            code = 126;
        }
        ::_exit(code);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace tachanka::testing
