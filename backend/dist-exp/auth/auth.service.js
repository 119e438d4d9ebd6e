function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { toAuthUser } from './auth-user.js';
import { User } from './entities/user.entity.js';
const sha256 = (text)=>createHash('sha256').update(text, 'utf8').digest();
export class AuthService {
    constructor(db, settings){
        this.db = db;
        this.settings = settings;
        this.logger = new Logger('Auth');
    }
    /** The admin user (ADMIN_USERNAME) exists and signs in with ADMIN_PASSWORD. */ async onModuleInit() {
        const hash = await argon2.hash(this.settings.adminPassword);
        await this.db.query(`INSERT INTO users (email, first_name, password_hash) VALUES ($1, 'Admin', $2)
       ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`, [
            this.settings.adminUsername,
            hash
        ]);
        this.logger.log(`Admin user ${this.settings.adminUsername} is ready`);
    }
    /** The user with this e-mail and password, or null. */ async validateUser(email, password) {
        const user = await this.db.getRepository(User).createQueryBuilder('user').addSelect('user.passwordHash').where('lower(user.email) = lower(:email)', {
            email: email.trim()
        }).getOne();
        if (!user?.passwordHash) {
            this.decoyHash ??= argon2.hash('decoy password');
            await argon2.verify(await this.decoyHash, password);
            return null;
        }
        return await argon2.verify(user.passwordHash, password) ? toAuthUser(user) : null;
    }
    /** The admin user when `password` is ADMIN_PASSWORD (compared in constant time), else null. */ async validateAdminPassword(password) {
        if (!timingSafeEqual(sha256(password), sha256(this.settings.adminPassword))) return null;
        const admin = await this.db.getRepository(User).createQueryBuilder('user').where('lower(user.email) = lower(:email)', {
            email: this.settings.adminUsername
        }).getOne();
        return admin ? toAuthUser(admin) : null;
    }
    async findUser(id) {
        const user = await this.db.getRepository(User).findOneBy({
            id
        });
        return user ? toAuthUser(user) : null;
    }
}
AuthService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings
    ])
], AuthService);

//# sourceMappingURL=auth.service.js.map