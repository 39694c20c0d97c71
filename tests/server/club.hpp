#pragma once
// The club the server tests serve: the historical campaign with a seat for each side and the
// umpire, each with a password, the Reds' set from the command line as a club's umpire does.

#include <doctest/doctest.h>

#include <string>

#include "app/core/seats/seat_passwords.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/process.hpp"

namespace tachanka::testing {

inline constexpr const char* redPassword = "Красный-пароль-1919";
inline constexpr const char* whitePassword = "white secret word";
inline constexpr const char* umpirePassword = "umpire's own word";

struct Club {
    TempFolder folder;
    std::string file;

    explicit Club(const std::string& fileName = "club.tachanka")
        : file(historicalCampaign(folder, fileName)) {
        for (const auto& [side, name] : {std::pair{"Reds", "Ivan"}, {"Whites", "Anton"},
                                         {"umpire", "Sasha"}}) {
            REQUIRE(cli({"seat", "add", file, "--side", side, "--name", name}).exitCode == 0);
        }
        const auto set = runProcess({"sh", "-c", "printf '%s\\n' \"$PASSWORD\" | \"$CLI\" seat "
                                                 "password \"$FILE\" --side Reds --name Ivan"},
                                    {std::string("PASSWORD=") + redPassword,
                                     std::string("CLI=") + TACHANKA_CLI, "FILE=" + file});
        REQUIRE_MESSAGE(set.exitCode == 0, set.err);
        core::setSeatPassword(file, "Whites", "Anton", whitePassword);
        core::setSeatPassword(file, "umpire", "Sasha", umpirePassword);
    }
};

}  // namespace tachanka::testing
