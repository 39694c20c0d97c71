// tachanka-server on a full disk and a damaged file (issue 48): the disk filling under the
// server is played by the file size limit of its process (RLIMIT_FSIZE, as `ulimit -f`), set
// and lifted while it runs. A seat's action that cannot be written is refused in one line and
// the campaign is as it was; once there is room, the same action goes through. A campaign file
// damaged under the server is one line to each of its seats, and the server goes on serving
// its other campaigns.

#include <doctest/doctest.h>

#include <sys/resource.h>

#include <fstream>

#include "tests/cli/cli_json.hpp"
#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"

using namespace tachanka::testing;

namespace {

// The soft limit only: a process may raise its soft limit again up to the hard one, which stays
// where it was, so no privilege is needed to lift it.
void limitFileSize(const RunningServer& server, rlim_t bytes) {
    rlimit limit{};
    REQUIRE(prlimit(server.pid(), RLIMIT_FSIZE, nullptr, &limit) == 0);
    limit.rlim_cur = bytes;
    REQUIRE(prlimit(server.pid(), RLIMIT_FSIZE, &limit, nullptr) == 0);
}

void liftFileSizeLimit(const RunningServer& server) {
    rlimit limit{};
    REQUIRE(prlimit(server.pid(), RLIMIT_FSIZE, nullptr, &limit) == 0);
    limit.rlim_cur = limit.rlim_max;
    REQUIRE(prlimit(server.pid(), RLIMIT_FSIZE, &limit, nullptr) == 0);
}

std::string oneLineRefusal(const httplib::Result& answer) {
    REQUIRE(answer);
    CHECK(answer->status >= 400);
    const auto error = JsonValue::parse(answer->body)["error"].string();
    CHECK_FALSE(error.empty());
    CHECK(error.find('\n') == std::string::npos);
    return error;
}

double ledgerRows(const std::string& file) {
    return cliJson({"verify", file, "--json"})["rows"].number();
}

}  // namespace

TEST_CASE("the disk full under the server: each seat's action refused in one line, nothing "
          "lost, and done once there is room again") {
    Club club;
    RunningServer server({club.file});
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    const auto rows = ledgerRows(club.file);
    const auto turn = cli({"turn", club.file}).out;

    // Room for no more than a few pages: neither the side's view nor the campaign's journal
    // can be written.
    limitFileSize(server, 8 * 1024);
    oneLineRefusal(act(whites, {"turn", "--advance"}));
    oneLineRefusal(act(umpire, {"note", "--day", "1919-10-15", "--text", "Орёл на горизонте"}));
    CHECK(ledgerRows(club.file) == rows);
    CHECK(cli({"turn", club.file}).out == turn);
    CHECK(cliJson({"verify", club.file, "--json"})["ok"].boolean());

    liftFileSizeLimit(server);
    const auto advanced = act(whites, {"turn", "--advance"});
    CHECK(advanced->status == 200);
    CHECK(act(umpire, {"note", "--day", "1919-10-15", "--text", "Орёл на горизонте"})->status ==
          200);
    CHECK(cli({"turn", club.file}).out != turn);
    CHECK(cli({"notes", club.file}).out.find("Орёл на горизонте") != std::string::npos);
    CHECK(cliJson({"verify", club.file, "--json"})["ok"].boolean());
    // The server lived through it: its log names the refusals, no crash.
    const auto log = server.stop();
    CHECK(log.find("POST /api/action 200 Whites Anton") != std::string::npos);
}

TEST_CASE("a campaign file damaged under the server is one line to its seats, and its other "
          "campaigns go on") {
    Club club;
    Club other("other.tachanka");
    RunningServer server({club.file, other.file});
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    {
        // Garbage over the file's pages after the header, as a failing disk leaves it.
        std::fstream file(club.file, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(4096);
        const std::string garbage(64 * 1024, '\x5a');
        file.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
    }
    for (auto* seat : {&whites, &umpire}) {
        const auto view = seat->client->Get("/api/view");
        REQUIRE(view);
        CHECK(view->status >= 400);
        oneLineRefusal(view);
        oneLineRefusal(act(*seat, {"turn", "--advance"}));
    }
    // The other club's campaign is served as before.
    auto client = server.client();
    const auto login = client->Post("/login", httplib::Params{{"campaign", "other"},
                                                              {"side", "Whites"},
                                                              {"name", "Anton"},
                                                              {"password", whitePassword}});
    REQUIRE(login->status == 303);
    const auto cookie = login->get_header_value("Set-Cookie");
    const auto view = client->Get(
        "/api/view", httplib::Headers{{"Cookie", cookie.substr(0, cookie.find(';'))}});
    REQUIRE(view->status == 200);
    CHECK(JsonValue::parse(view->body)["campaign"].string() == "other");
    CHECK(server.stop().find("terminate") == std::string::npos);
}
