// Writes the long campaign (tests/support/long_campaign.hpp) to the file named, for
// scripts/time-gui and for anyone who wants to try the app on a season's worth of play.

#include <exception>
#include <filesystem>
#include <iostream>

#include "tests/support/long_campaign.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: tachanka_long_campaign FILE (a new file)\n";
        return 2;
    }
    const std::filesystem::path file = argv[1];
    if (std::filesystem::exists(file)) {
        std::cerr << "tachanka_long_campaign: '" << file.string() << "' already exists\n";
        return 2;
    }
    try {
        const auto counts = tachanka::testing::writeLongCampaign(file);
        std::cout << file.string() << ": " << counts.days << " days, " << counts.units
                  << " units, " << counts.officers << " officers, " << counts.battles
                  << " battles, " << counts.ledgerRows << " ledger rows\n";
    } catch (const std::exception& error) {
        std::cerr << "tachanka_long_campaign: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
